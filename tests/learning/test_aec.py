"""caper.AECEnv (the PettingZoo environment of caper.pettingzoo) against the AEC contract:
agent order, observation dict, masks, rewards, termination versus truncation, removal of
done agents."""

import json
import unittest

import numpy as np

import caper
from caper.aec import AECEnv

GAMES = caper.game_names()


def play(env, seed, picker):
    """Plays one game through the AEC loop; returns the agents seen and the last results."""
    env.reset(seed=seed)
    seen, final = [], {}
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        seen.append(agent)
        if termination or truncation:
            final[agent] = (reward, termination, truncation, info)
            env.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        env.step(int(picker.choice(legal)))
    return seen, final


class AecContract(unittest.TestCase):
    def test_every_game_follows_the_aec_loop(self):
        for name in GAMES:
            with self.subTest(game=name):
                env = AECEnv(name)
                picker = np.random.default_rng(4)
                env.reset(seed=8)
                self.assertEqual(env.agents, env.possible_agents)
                moves = 0
                for agent in env.agent_iter():
                    observation, reward, termination, truncation, _ = env.last()
                    if termination or truncation:
                        self.assertEqual(observation["action_mask"].sum(), 0)
                        env.step(None)
                        continue
                    # the selected agent is the seat to move, and its mask is its legal list
                    seat = env.possible_agents.index(agent)
                    self.assertEqual(env.caper_state.current_player, seat)
                    np.testing.assert_array_equal(
                        np.flatnonzero(observation["action_mask"]), env.caper_state.legal_actions())
                    self.assertEqual(observation["observation"].dtype, np.float32)
                    self.assertEqual(observation["observation"].shape,
                                     env.observation_space(agent)["observation"].shape)
                    self.assertEqual(reward, 0.0)
                    for other in env.agents:  # others see no legal action
                        if other != agent:
                            self.assertEqual(env.observe(other)["action_mask"].sum(), 0)
                    env.step(int(picker.choice(np.flatnonzero(observation["action_mask"]))))
                    moves += 1
                self.assertEqual(env.agents, [])
                self.assertGreater(moves, 0)

    def test_final_rewards_are_the_returns_and_every_agent_is_done_once(self):
        for name in GAMES:
            with self.subTest(game=name):
                env = AECEnv(name)
                seen, final = play(env, 3, np.random.default_rng(5))
                self.assertEqual(sorted(final), sorted(env.possible_agents))
                returns = env.caper_state.returns()
                for seat, agent in enumerate(env.possible_agents):
                    reward, termination, truncation, info = final[agent]
                    self.assertAlmostEqual(reward, returns[seat])
                    self.assertNotEqual(termination, truncation)
                    self.assertIn("result", info)

    def test_same_seed_same_game(self):
        name = GAMES[0]
        first = play(AECEnv(name), 21, np.random.default_rng(2))
        second = play(AECEnv(name), 21, np.random.default_rng(2))
        self.assertEqual(first, second)

    def test_a_turn_limit_truncates_instead_of_terminating(self):
        limited = 0
        for name in GAMES:
            options = caper.Game(name).info().get("options", {})
            limit = options.get("max_turns")
            if not isinstance(limit, dict) or "min" not in limit:
                continue
            limited += 1
            with self.subTest(game=name):
                env = AECEnv(name, {"max_turns": limit["min"]})
                _, final = play(env, 1, np.random.default_rng(0))
                result = json.loads(env.caper_state.to_json())["result"]
                for agent in env.possible_agents:
                    _, termination, truncation, _ = final[agent]
                    self.assertEqual(truncation, result["truncated"])
                    self.assertEqual(termination, not result["truncated"])
        self.assertGreater(limited, 0, "no game has a max_turns option with a minimum")

    def test_misuse_is_refused(self):
        env = AECEnv(GAMES[0])
        env.reset(seed=1)
        with self.assertRaises(ValueError):
            env.step(None)  # the agent to move must act
        with self.assertRaises(caper.IllegalActionError):
            env.step(10**6)


if __name__ == "__main__":
    unittest.main()
