import { projects } from '@mentor/contract/projects-endpoints';
import { api } from '../api/endpoint-client';

/**
 * A project's certificate (PEM), behind a one-time code: downloaded from the project's screen
 * and from a credential mapped to the project.
 */
export function downloadProjectCertificate(projectId: number): Promise<Blob> {
  return api.call(projects.exportCertificate, { params: { id: projectId } });
}
