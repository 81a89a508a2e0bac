/**
 * Router state of links from home into the list: the list starts over with the link's category
 * and sort instead of showing what it was left at (a list opened from home starts over; one come back to does not).
 */
export const FROM_HOME = { from: 'home' } as const;
