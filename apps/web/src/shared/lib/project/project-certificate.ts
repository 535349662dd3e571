import { mainApi } from '../api/main-api';

/**
 * A project's certificate (PEM), behind a one-time code: downloaded from the project's screen
 * and from a credential mapped to the project.
 */
export function downloadProjectCertificate(projectId: number): Promise<Blob> {
  return mainApi.get(`/v1/project/${projectId}/certificate`, {
    otp: true,
    responseType: 'blob',
  }) as Promise<Blob>;
}
