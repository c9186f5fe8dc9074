// The '@' picker of the group chat (issue 25 §1): typing '@' lists the chat's members, choosing one writes
// '@Vorname Nachname', and the message names the chosen members whose name is still in its text.

export interface Mentionable {
  userId: string;
  name: string;
}

export interface MentionQuery {
  /** Where the '@' stands. */
  start: number;
  query: string;
}

/** The '@…' being typed just before the caret (at the start or after a space), or null. */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const match = /(^|\s)@([^@\n]{0,40})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2].length - 1, query: match[2] };
}

/** The members whose name, or whose last name, starts with what was typed. */
export function matchingMembers(members: Mentionable[], query: string): Mentionable[] {
  const typed = query.toLocaleLowerCase('de');
  return members.filter((member) => {
    const name = member.name.toLocaleLowerCase('de');
    return name.startsWith(typed) || name.split(' ').some((part) => part.startsWith(typed));
  });
}

/** The text with '@query' replaced by '@Name ', and where the caret goes after it. */
export function insertMention(text: string, at: MentionQuery, caret: number, member: Mentionable) {
  const inserted = `@${member.name} `;
  return { text: `${text.slice(0, at.start)}${inserted}${text.slice(caret)}`, caret: at.start + inserted.length };
}

/** The chosen members still named in the text, each once. */
export function mentionedIds(text: string, chosen: Mentionable[]): string[] {
  return [...new Set(chosen.filter((member) => text.includes(`@${member.name}`)).map((member) => member.userId))];
}
