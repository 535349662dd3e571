import type { ProjectUser } from '@mentor/contract/project-users';
import type { Actor } from '../../http/actor.ts';

/** A project user as the directory receives it, already validated. */
export interface ProjectUserInput {
  username: string;
  email: string;
  full_name: string;
  document: string | null;
  role: string;
  enabled: boolean;
}

export interface ProjectUserListQuery {
  page: number;
  perPage: number;
  sortBy: 'id' | 'username' | 'full_name' | 'email' | 'created_at';
  sortDesc: boolean;
  search: string | undefined;
}

/**
 * Where project users live. The built-in identity provider keeps them in `staff_user`
 * (`LocalUserDirectory`); with an external Keycloak realm they are managed through its admin
 * API (`KeycloakUserDirectory`). Every method confines itself to the given project: a user of
 * another project answers 404. Writes record their audit row.
 */
export interface UserDirectory {
  readonly kind: 'local' | 'keycloak';
  list(projectId: number, query: ProjectUserListQuery): Promise<{ data: ProjectUser[]; total: number }>;
  get(projectId: number, id: string): Promise<ProjectUser>;
  /** Creates the user without a password; the member is sent a link to set their own. */
  create(actor: Actor, projectId: number, input: ProjectUserInput): Promise<ProjectUser>;
  update(
    actor: Actor,
    projectId: number,
    id: string,
    input: Omit<ProjectUserInput, 'username'>,
  ): Promise<ProjectUser>;
  remove(actor: Actor, projectId: number, id: string): Promise<void>;
  /**
   * Clears the password and the authenticator, ends the member's sessions and sends the member a
   * link to set a new password (never to the caller).
   */
  resetPassword(actor: Actor, projectId: number, id: string): Promise<void>;
}

export const PROJECT_USER_MESSAGES = {
  notFound: 'Usuário não encontrado.',
  duplicateUsername: 'Já existe um usuário com este nome de usuário',
  duplicateEmail: 'Já existe um usuário com este e-mail',
  invalidRole: 'O campo Perfil não é válido',
  selfDelete: 'Você não pode excluir o seu próprio usuário.',
  moreThanCaller: 'Você não pode alterar um usuário com permissões que não possui',
} as const;
