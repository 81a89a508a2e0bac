/**
 * Router state of links from home into the list: the list starts over with the link's category
 * and sort instead of showing what it was left at (spec: "unless arriving from /home").
 */
export const FROM_HOME = { from: 'home' } as const;
