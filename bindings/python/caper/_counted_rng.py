"""A caper.Rng that copies and pickles: it counts its draws, and a copy is a new Rng from
the same seed advanced by as many draws (a chance sample is one draw, caper::Rng::sample),
so the copy goes on with the same stream. The C ABI cannot copy a generator's position;
the cost of a copy is one next_u64 per draw since the seed."""

from __future__ import annotations

from typing import Any, Dict, Tuple

from .core import Rng, State


class CountedRng:
    def __init__(self, seed: int, draws: int = 0) -> None:
        self.seed = seed
        self.draws = 0
        self._rng = Rng(seed)
        for _ in range(draws):
            self._rng.next_u64()
        self.draws = draws

    def sample_chance(self, state: State) -> int:
        """A chance outcome of ``state`` drawn with its probability."""
        action: int = state.sample_chance(self._rng)
        self.draws += 1
        return action

    def __reduce__(self) -> Tuple[Any, Tuple[int, int]]:
        return CountedRng, (self.seed, self.draws)

    def __deepcopy__(self, memo: Dict[int, Any]) -> "CountedRng":
        return CountedRng(self.seed, self.draws)
