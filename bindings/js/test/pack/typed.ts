// Type-checked (tsc --strict) against the installed package's declarations: what a
// TypeScript user writes compiles, and misuse is a type error.
import { loadCaper, CaperError, IllegalActionError, type Caper, type GameResult, type State } from "caper-games";

const caper: Caper = await loadCaper();
const game = new caper.Game(caper.gameNames()[0], { players: 2 });
const state: State = game.initialState();
const legal: Uint32Array = state.legalActions();
const buffer = new Uint32Array(caper.MAX_LEGAL_ACTIONS);
const count: number = state.legalActionsInto(buffer);
const seat: number = state.currentPlayer;
const json: string = state.toJson(caper.FULL_VIEW);
const outcome: string = state.outcomeText(legal[0], 0);
const observation: Float32Array = state.observation(0, new Float32Array(game.observationSize));
const draw: bigint = new caper.Rng(1n).nextU64();
const small: number = new caper.Rng(1).below(6);
const error: CaperError = new IllegalActionError("x");
// Each error class is a type too: instanceof narrows to it.
const refused: IllegalActionError | null = error instanceof IllegalActionError ? error : null;
// The result (null until the end) declares every field of the games' results.
const result: GameResult | null = state.result;
const points: number[] = result?.points ?? [];
const reason: string | undefined = result?.reason;
console.log(legal.length, count, seat, json.length, outcome, observation.length, draw, small, refused?.statusName,
  points, reason);

// @ts-expect-error: an action is a number or its text
state.apply({});
// @ts-expect-error: legalActionsInto fills a Uint32Array
state.legalActionsInto([0, 0]);
// @ts-expect-error: toJson's viewer is a number
state.toJson("0");
// @ts-expect-error: State has no public constructor
new caper.State();
// @ts-expect-error: a result's points are numbers, one per seat
const pointTexts: string[] | undefined = result?.points;
