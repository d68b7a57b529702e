// The people layer's one public entry: cards with per-field visibility, likes, coffee chats and
// For You, for any space (an event's lounge, a community). Spaces decide who is in them.
