import { TOKEN_KEY } from '../../lib/session.ts';
import type { SessionUser } from '@hercircle/shared';

/**
 * Uploads a profile picture to the REST door (multipart, field profile_picture). XMLHttpRequest
 * rather than fetch, because only it reports upload progress.
 */
export function uploadProfilePicture(
  userId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<SessionUser> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1/users/${userId}/upload-profile-picture`);
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { data?: { user: SessionUser }; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // fall through to the generic message
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) resolve(body.data.user);
      else reject(new Error(body.message ?? 'Upload failed. Please try again.'));
    };
    xhr.onerror = () => reject(new Error('Upload failed: check your connection and try again.'));
    const data = new FormData();
    data.append('profile_picture', file);
    xhr.send(data);
  });
}
