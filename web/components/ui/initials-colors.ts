/**
 * The colours `<Avatar color="initials">` may pick from. Its light avatar sets shade 9 letters on
 * shade 1, and only these keep the initials at 4.5:1 or more (initials-colors.test.ts measures
 * them); green, lime, orange, red, teal and yellow fall short or sit on the line.
 */
export const readableInitialsColors = ['blue', 'cyan', 'grape', 'indigo', 'pink', 'violet'];
