import { graphql } from '../../gql';

export const UserRowFragment = graphql(`
  fragment UserRow_user on User {
    id
    email
    name
    role
    status
    isActive
    isAccountActivated
    phone
    profilePicture
    activatedAt
    createdAt
    updatedAt
  }
`);

export const ActivateUserMutation = graphql(`
  mutation ActivateUser($id: Int!, $expectedRole: Role!) {
    activateUser(id: $id, expectedRole: $expectedRole) {
      ...UserRow_user
    }
  }
`);

export const DeactivateUserMutation = graphql(`
  mutation DeactivateUser($id: Int!) {
    deactivateUser(id: $id) {
      ...UserRow_user
    }
  }
`);

export const ChangeUserRoleMutation = graphql(`
  mutation ChangeUserRole($id: Int!, $role: Role!) {
    changeUserRole(id: $id, role: $role) {
      ...UserRow_user
    }
  }
`);

/** The queries an admin action changes: the page shows them again, fresh. */
export const AFTER_ADMIN_ACTION = ['AdminUsers', 'UserManagementOverview', 'AdminUser', 'Viewer'];
