"""caper.distributed on a real dask LocalCluster with two worker processes: the merged
results equal a single-machine run with the same seeds, game by game."""

import os
import unittest

from distributed import Client, LocalCluster

import caper
import caper.distributed as cd

GAMES = caper.game_names()


class DistributedRunsEqualLocalRuns(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        # Worker processes inherit CAPER_LIBRARY and PYTHONPATH and load the library themselves.
        cls.cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                   dashboard_address=None)
        cls.client = Client(cls.cluster)

    @classmethod
    def tearDownClass(cls):
        cls.client.close()
        cls.cluster.close()

    def test_two_workers_play_the_same_games_as_one_process(self):
        for name in GAMES:
            with self.subTest(game=name):
                players = caper.Game(name).num_players
                bots = ["greedy"] + ["random"] * (players - 1)
                local = cd.arena(name, bots, games=12, seed=40)
                spread = cd.arena(name, bots, games=12, seed=40, client=self.client, shards=5)
                self.assertEqual(spread, local)
                self.assertEqual([r.index for r in spread.records], list(range(12)))
                self.assertAlmostEqual(sum(local.total_returns), sum(
                    sum(r.returns) for r in local.records))

    def test_the_work_really_ran_in_two_other_processes(self):
        pids = self.client.run(os.getpid)
        self.assertEqual(len(set(pids.values())), 2)
        self.assertNotIn(os.getpid(), pids.values())
        names = self.client.run(caper.game_names)
        self.assertEqual(list(names.values()), [GAMES, GAMES])

    def test_a_game_is_its_own_seed_whatever_the_split(self):
        name = GAMES[0]
        players = caper.Game(name).num_players
        whole = cd.arena(name, "random", games=9, seed=3)
        self.assertEqual(whole.bots, ("random",) * players)
        piece = cd.play_shard(name, None, ["random"] * players, 3, 4, 2)
        self.assertEqual(list(whole.records[4:6]), piece)
        spread = cd.arena(name, "random", games=9, seed=3, client=self.client, shards=9)
        self.assertEqual(spread, whole)

    def test_bad_bots_fail_on_the_worker_and_reach_the_caller(self):
        name = GAMES[0]
        with self.assertRaises(ValueError):
            cd.arena(name, ["random"], games=2, client=self.client)


if __name__ == "__main__":
    unittest.main()
