import { describe, expect, it } from 'vitest';
import { filesFor, routePattern, type RouteFiles } from './route-preload.ts';

describe('route preload table', () => {
  it('turns route files into URL patterns: pathless layouts and index dropped, params as $', () => {
    expect(routePattern('community/group.$groupId')).toBe('community/group/$');
    expect(routePattern('admin/_portal/stories.index')).toBe('admin/stories');
    expect(routePattern('_authed/members.$id')).toBe('members/$');
    expect(routePattern('index')).toBe('');
  });

  it('preloads the layouts that hold a path and its most specific page', () => {
    const routes: RouteFiles[] = [
      ['', true, ['home.js']],
      ['stories/new', true, ['new.js']],
      ['admin', false, ['portal.js']],
      ['admin/dashboard', true, ['dashboard.js']],
      ['stories/$', true, ['story.js', 'shared.js']],
      ['community/group/$', true, ['group.js', 'shared.js']],
    ];
    expect(filesFor(routes, '/')).toEqual(['home.js']);
    expect(filesFor(routes, '/community/group/12')).toEqual(['group.js', 'shared.js']);
    expect(filesFor(routes, '/stories/new')).toEqual(['new.js']);
    expect(filesFor(routes, '/stories/4')).toEqual(['story.js', 'shared.js']);
    expect(filesFor(routes, '/admin/dashboard')).toEqual(['portal.js', 'dashboard.js']);
    expect(filesFor(routes, '/nowhere/at/all')).toEqual([]);
  });
});
