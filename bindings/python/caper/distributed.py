"""Bulk simulation and bot arenas, on one machine or sharded over a dask cluster.

    import caper.distributed as cd
    local = cd.arena("trap_the_cap", ["mcts:100", "random"], games=1000, seed=7)
    from distributed import Client
    with Client("tcp://scheduler:8786") as client:          # or Client(LocalCluster(...))
        spread = cd.arena("trap_the_cap", ["mcts:100", "random"], games=1000, seed=7,
                          client=client, shards=64)
    assert spread == local                                  # the same games, the same result

Game k of a run is played from seed ``seed + k`` alone: its chance rng and its bots
(seat s is seeded ``(seed + k) * 64 + s``) depend on nothing else, so any split of the
games over workers, in any order, gives exactly the results of a single-machine run.
Each worker imports caper and loads the native library itself (CAPER_LIBRARY, or the
installed package's own copy). dask.distributed (Debian's python3-distributed) is
needed only when a client is given.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, List, Mapping, Optional, Sequence, Tuple, Union

from .core import Bot, Game, Rng

OptionsLike = Optional[Union[Mapping[str, Any], str]]


@dataclass(frozen=True)
class GameRecord:
    """One game of a run: its index, the steps played and each seat's returns."""

    index: int
    steps: int
    returns: Tuple[float, ...]


@dataclass(frozen=True)
class ArenaResult:
    """A whole run, merged in game order."""

    game: str
    bots: Tuple[str, ...]
    records: Tuple[GameRecord, ...] = field(repr=False)

    @property
    def games(self) -> int:
        return len(self.records)

    @property
    def total_returns(self) -> Tuple[float, ...]:
        """Each seat's returns summed over the games (a win is 1, a k-way tie 1/k)."""
        seats = len(self.bots)
        return tuple(sum(r.returns[s] for r in self.records) for s in range(seats))

    @property
    def wins(self) -> Tuple[int, ...]:
        """How many games each seat won or shared."""
        seats = len(self.bots)
        return tuple(sum(1 for r in self.records if r.returns[s] > 0) for s in range(seats))


def play_one(game: Game, bots: Sequence[str], seed: int, index: int) -> GameRecord:
    """Plays game ``index`` of a run started at ``seed`` to the end."""
    game_seed = seed + index
    rng = Rng(game_seed)
    players = [Bot(game, spec, game_seed * 64 + seat) for seat, spec in enumerate(bots)]
    state = game.initial_state()
    steps = 0
    while not state.is_terminal:
        if state.is_chance_node:
            action = state.sample_chance(rng)
        else:
            action = players[state.current_player].choose(state)
        state = state.apply(action)
        steps += 1
    return GameRecord(index, steps, tuple(state.returns()))


def play_shard(
    game_name: str, options: OptionsLike, bots: Sequence[str], seed: int, first: int, count: int
) -> List[GameRecord]:
    """Games first .. first + count - 1 of a run (what one worker does)."""
    game = Game(game_name, options)
    if len(bots) != game.num_players:
        raise ValueError(f"{game.num_players} players but {len(bots)} bots")
    return [play_one(game, bots, seed, index) for index in range(first, first + count)]


def _shards(games: int, shards: int) -> List[Tuple[int, int]]:
    """Contiguous (first, count) ranges covering 0..games-1."""
    shards = max(1, min(shards, games))
    size, extra = divmod(games, shards)
    ranges, first = [], 0
    for k in range(shards):
        count = size + (1 if k < extra else 0)
        ranges.append((first, count))
        first += count
    return ranges


def arena(
    game: str,
    bots: Union[str, Sequence[str]],
    games: int,
    seed: int = 0,
    options: OptionsLike = None,
    client: Any = None,
    shards: Optional[int] = None,
) -> ArenaResult:
    """Plays ``games`` games with one bot spec per seat, or one spec for every seat
    (``"random"``: random playouts, for statistics over many games); on ``client``'s
    workers when a dask.distributed Client is given (``shards`` pieces, default four per
    worker)."""
    if games < 0:
        raise ValueError("games must be >= 0")
    if isinstance(bots, str):
        bots = [bots] * Game(game, options).num_players
    if client is None:
        records = play_shard(game, options, bots, seed, 0, games)
    else:
        workers = max(1, len(client.scheduler_info().get("workers", {})))
        pieces = _shards(games, shards or 4 * workers)
        futures = [
            client.submit(play_shard, game, options, list(bots), seed, first, count, pure=False)
            for first, count in pieces
            if count > 0
        ]
        records = [record for shard in client.gather(futures) for record in shard]
    return ArenaResult(game, tuple(bots), tuple(records))

