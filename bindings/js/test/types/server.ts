// A server's room class, typed by caper-games/colyseus (over @colyseus/core, whose own
// declarations need skipLibCheck: they fail the strict check by themselves).
import { caperRoom, type CaperRoomConfig, type ViewMessage } from "caper-games/colyseus";

const config: CaperRoomConfig = { game: "card_caper", spectators: true, maxSpectators: 4, turnMs: 60000 };
export const Room = caperRoom(config);
export const seatOf = (v: ViewMessage<"card_caper">): number | null => v.seat;
