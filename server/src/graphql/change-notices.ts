import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, OperationTypeNode, type OperationDefinitionNode } from 'graphql';
import { ChangeRecorder, WIDE_CHANGE, type ChangeNotice, type ChangeNotices } from '../core/change-notice.js';
import { PUSH_MUTATIONS } from '../modules/push/push.resolver.js';

/**
 * Mutations that change nothing any query answers (a browser's push subscription): they publish no notice,
 * so anonymous visitors subscribing do not empty the caches for the crowd.
 */
const NEUTRAL_MUTATIONS: ReadonlySet<string> = new Set(PUSH_MUTATIONS);

/** Whether an operation is a write the caches must hear of. */
export function changesAnswers(operation: OperationDefinitionNode | undefined): boolean {
  if (operation?.operation !== OperationTypeNode.MUTATION) return false;
  return !operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && NEUTRAL_MUTATIONS.has(selection.name.value),
  );
}

/**
 * What a committed mutation changed: what its services named, when it ran one field; with several fields,
 * or services that named nothing, anything.
 */
function writeNotice(operation: OperationDefinitionNode, changes: ChangeRecorder | undefined): ChangeNotice {
  const fields = operation.selectionSet.selections.filter(
    (selection) => selection.kind !== Kind.FIELD || selection.name.value !== '__typename',
  );
  return fields.length === 1 && changes ? changes.notice : WIDE_CHANGE;
}

/**
 * One change notice per mutation (GraphQL or the REST routes, which run through the same server), once it
 * has been answered and so committed: every cache of every instance hears it (core/change-notice.ts).
 */
export function changeNoticePlugin(notices: Pick<ChangeNotices, 'publish'>): ApolloServerPlugin<{
  changes?: ChangeRecorder;
}> {
  return {
    requestDidStart({ contextValue }) {
      // The services say what they change (one recorder per operation); a write that names nothing, anything.
      contextValue.changes = new ChangeRecorder();
      return Promise.resolve({
        willSendResponse({ operation, contextValue: { changes } }) {
          if (operation && changesAnswers(operation)) notices.publish(writeNotice(operation, changes));
          return Promise.resolve();
        },
      });
    },
  };
}
