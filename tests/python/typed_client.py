"""A client of the installed package, checked by ``mypy --strict`` (ctest python.mypy):
every public class through ``import caper``, typed by the module's stubs (_caper.pyi) and
the package's py.typed."""

import copy
from typing import Any, Dict, List, Optional

import numpy as np
import numpy.typing as npt

import caper


def play(name: str, seed: int) -> Optional[List[int]]:
    game = caper.Game(name, {"players": 2})
    low, high = game.players_range
    assert low <= game.num_players <= high
    bot = caper.Bot(game, "mcts:50", seed=seed)
    rng = caper.Rng(seed)
    state: caper.State = game.initial_state()
    mask_buffer = np.zeros(game.num_distinct_actions, dtype=np.uint8)
    seen = np.zeros(game.observation_size, dtype=np.float32)
    while not state.is_terminal:
        if state.is_chance_node:
            action = state.sample_chance(rng)
        else:
            action = bot.choose(state)
            mask: npt.NDArray[np.uint8] = state.legal_mask(out=mask_buffer)
            assert mask[action] == 1 and state.is_legal(action)
            tensor: npt.NDArray[np.float32] = state.observation(state.current_player)
            assert tensor.size == game.observation_size
            state.observation(state.current_player, out=seen)
            view: Dict[str, Any] = state.view(state.current_player)
            assert view
        text: str = state.action_to_string(action, 0)
        assert text
        outcome: str = state.outcome_text(action, caper.FULL_VIEW)
        assert isinstance(outcome, str)
        state = state.apply(action)
    result = state.result
    print(state.to_text(0), result)
    again: caper.State = copy.deepcopy(state)
    assert again == state
    history = state.history
    return None if history is None else list(history)


def batch(name: str) -> int:
    env = caper.VectorEnv(caper.Game(name), 8, seed=1)
    picker = np.random.default_rng(0)
    for _ in range(10):
        env.step(env.sample_legal(picker))
    done: npt.NDArray[np.uint8] = env.done
    env.close()
    return int(done.sum()) + env.total_steps


if __name__ == "__main__":
    for game_name in caper.game_names():
        play(game_name, 1)
        try:
            caper.Game(game_name, "{bad")
        except caper.ParseError as error:
            print(error.status_name, batch(game_name))
