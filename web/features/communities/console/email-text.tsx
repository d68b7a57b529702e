import classes from './community-console.module.css';

/**
 * An email address that may wrap only before its `@`, never inside a word; a part wider than the
 * line ends in an ellipsis, with the whole address in its title.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0)
    return (
      <span className={classes.emailPart} title={email}>
        {email}
      </span>
    );
  return (
    <span className={classes.email} title={email}>
      <span className={classes.emailPart}>{email.slice(0, at)}</span>
      <wbr />
      <span className={classes.emailPart}>{email.slice(at)}</span>
    </span>
  );
}
