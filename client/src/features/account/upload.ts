import { TOKEN_KEY } from '../../lib/session.ts';
import type { SessionUser } from '@hercircle/shared';

/** What a failed upload says when the server gives no reason: the page's words, in her language. */
export interface UploadTexts {
  /** Refused with no message of the server's. */
  failed: string;
  /** The request never reached the server. */
  offline: string;
}

/**
 * Uploads a profile picture to the REST door (multipart, field profile_picture). XMLHttpRequest
 * rather than fetch, because only it reports upload progress.
 */
export function uploadProfilePicture(
  userId: number,
  file: File,
  onProgress: (percent: number) => void,
  texts: UploadTexts,
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
        // fall through to the page's message
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) resolve(body.data.user);
      else reject(new Error(body.message ?? texts.failed));
    };
    xhr.onerror = () => reject(new Error(texts.offline));
    const data = new FormData();
    data.append('profile_picture', file);
    xhr.send(data);
  });
}
