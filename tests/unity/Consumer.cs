// A program using the Unity package's Runtime as its own assembly (Caper.Runtime.dll, as an
// assembly definition compiles it), so that anything a game needs but the binding left
// internal fails to compile here. It checks Clone and ApplyInto, and measures the bytes each
// call allocates: the into-overloads must allocate nothing, the plain array calls only the
// array they return. Exit status 1 on a failure.
using System;
using Caper;

internal static class Consumer
{
    private static int failures;

    private static void Expect(bool condition, string what)
    {
        if (condition) return;
        ++failures;
        Console.WriteLine("FAIL " + what);
    }

    // The bytes allocated by `call` run 100 times, per call (after a first, warming run).
    private static long BytesPerCall(Action call)
    {
        call();
        long before = GC.GetAllocatedBytesForCurrentThread();
        for (int i = 0; i < 100; ++i) call();
        return (GC.GetAllocatedBytesForCurrentThread() - before) / 100;
    }

    // A seat's turn with a choice, a few random moves into a game.
    private static State TurnOf(Game game, Rng rng)
    {
        var state = game.InitialState();
        for (int step = 0; step < 12 || state.IsChanceNode || state.LegalActions().Length < 2; ++step)
        {
            if (state.IsTerminal) throw new Exception(game.Name + ": over before a choice");
            var legal = state.LegalActions();
            uint action = state.IsChanceNode ? state.SampleChance(rng) : legal[rng.Below(legal.Length)];
            var next = state.Apply(action);
            state.Dispose();
            state = next;
        }
        return state;
    }

    private static void CloneAndApplyInto(string name)
    {
        using (var game = new Game(name))
        using (var rng = new Rng(3))
        using (var start = TurnOf(game, rng))
        using (var copy = start.Clone())
        using (var into = game.InitialState())
        {
            Expect(copy.ToJson() == start.ToJson(), "Clone is the same state");
            uint[] legal = start.LegalActions();
            uint first = legal[0], second = legal[1];
            int before = start.History.Length;
            start.ApplyInto(first, into);
            using (var applied = start.Apply(first))
                Expect(into.ToJson() == applied.ToJson(), name + ": ApplyInto writes what Apply returns");
            Expect(into.History.Length == before + 1 && into.History[before] == first, name + ": ApplyInto extends History");
            Expect(start.ToJson() == copy.ToJson(), name + ": ApplyInto leaves the source unchanged");
            start.ApplyInto(second, into);  // the same target again: its old content is replaced
            using (var applied = start.Apply(second))
                Expect(into.ToJson() == applied.ToJson(), name + ": a reused target holds the new state");
            try
            {
                start.ApplyInto(first, start);
                Expect(false, name + ": ApplyInto into itself is refused");
            }
            catch (ArgumentException) { }
            uint illegal = 0;
            while (start.IsLegal(illegal)) ++illegal;
            try
            {
                start.ApplyInto(illegal, into);
                Expect(false, name + ": an illegal action is refused");
            }
            catch (CaperException e)
            {
                Expect(e.Status == Status.IllegalAction, "IllegalAction, got " + e.Status);
                Expect(e.Message.StartsWith("CAPER_E_ILLEGAL_ACTION: "), "the library's status name: " + e.Message);
            }
            Expect(Native.caper_state_is_legal(start.Handle, first) == 1, "Native is callable with the public Handle");
            Expect(CaperException.StatusName((Status)42) == "CAPER_E_UNKNOWN", "an unknown status, as the library names it");
        }
    }

    private static void IntoOverloadsAllocateNothing(string name)
    {
        using (var game = new Game(name))
        using (var rng = new Rng(5))
        {
            var state = TurnOf(game, rng);
            var actions = new uint[game.NumDistinctActions];
            var mask = new byte[game.NumDistinctActions];
            var tensor = new float[game.ObservationSize];
            byte[] json = null;
            int seat = state.CurrentPlayer;
            using (var target = game.InitialState())
            {
                long legal = BytesPerCall(() => state.LegalActions(actions));
                long masked = BytesPerCall(() => state.LegalMask(mask));
                long observed = BytesPerCall(() => state.Observation(seat, tensor));
                long viewed = BytesPerCall(() => state.ToJson(seat, ref json));
                uint first = state.LegalActions()[0];
                long applied = BytesPerCall(() => state.ApplyInto(first, target));
                long allocating = BytesPerCall(() => state.ToJson(seat));
                Console.WriteLine(name + ": bytes per call: LegalActions(into) " + legal + ", LegalMask(into) " + masked +
                                  ", Observation(into) " + observed + ", ToJson(ref buffer) " + viewed +
                                  ", ApplyInto " + applied + "; ToJson() " + allocating);
                Expect(legal == 0 && masked == 0 && observed == 0 && viewed == 0, name + ": the into-overloads allocate nothing");
                Expect(applied <= 64, name + ": ApplyInto allocates at most its History link");
                Expect(allocating > 0, name + ": the measure sees allocation (ToJson() makes a string)");
                Expect(System.Text.Encoding.UTF8.GetString(json, 0, state.ToJson(seat, ref json)) == state.ToJson(seat),
                       name + ": ToJson(ref buffer) holds the view");
                int n = state.LegalActions(actions);
                Expect(n == state.LegalActions().Length && mask[actions[0]] == 1, name + ": into-arrays hold the answer");
                Expect(SameFloats(tensor, state.Observation(seat)), name + ": Observation(into) is Observation(seat)");
                try
                {
                    state.Observation(seat, new float[1]);
                    Expect(false, name + ": a short tensor array is refused");
                }
                catch (ArgumentException e)
                {
                    Expect(e.Message.Contains(game.ObservationSize + " are needed"), name + ": it says the size needed: " + e.Message);
                }
            }
            state.Dispose();
        }
    }

    // A chance node a few random moves into a game; null when none comes within 200 steps.
    private static State ChanceNodeOf(Game game, Rng rng)
    {
        var state = game.InitialState();
        for (int step = 0; step < 200 && !state.IsTerminal; ++step)
        {
            if (state.IsChanceNode) return state;
            var legal = state.LegalActions();
            var next = state.Apply(legal[rng.Below(legal.Length)]);
            state.Dispose();
            state = next;
        }
        state.Dispose();
        return null;
    }

    // The plain array calls allocate exactly the array they return (their native call writes
    // into a per-thread scratch buffer); the caller-buffer forms allocate nothing.
    private static void PlainArraysAreSizedToTheAnswer(string name)
    {
        using (var game = new Game(name))
        using (var rng = new Rng(5))
        using (var state = TurnOf(game, rng))
        {
            int n = state.LegalActions().Length, players = game.NumPlayers;
            long legal = BytesPerCall(() => state.LegalActions());
            long legalArray = BytesPerCall(() => new uint[n].GetHashCode());
            long returns = BytesPerCall(() => state.Returns());
            long returnsArray = BytesPerCall(() => new double[players].GetHashCode());
            var values = new double[players];
            long returnsInto = BytesPerCall(() => state.Returns(values));
            uint first = state.LegalActions()[0];
            byte[] text = null;
            long textInto = BytesPerCall(() => state.ActionToString(first, ref text));
            Console.WriteLine(name + ": bytes per call: LegalActions() " + legal + " for " + n + " actions (a uint[" + n +
                              "] is " + legalArray + "), Returns() " + returns + " (a double[" + players + "] is " +
                              returnsArray + "), Returns(into) " + returnsInto + ", ActionToString(ref buffer) " + textInto);
            Expect(legal == legalArray, name + ": LegalActions() allocates only its uint[" + n + "]");
            Expect(returns == returnsArray, name + ": Returns() allocates only its double[" + players + "]");
            Expect(returnsInto == 0 && textInto == 0, name + ": Returns(into) and ActionToString(ref buffer) allocate nothing");
            Expect(System.Text.Encoding.UTF8.GetString(text, 0, state.ActionToString(first, ref text)) == state.ActionToString(first),
                   name + ": ActionToString(ref buffer) holds the text");
            Expect(state.Returns(values) == players && values[0] == 0, name + ": Returns(into) holds zeros before the end");
        }
        using (var game = new Game(name))
        using (var rng = new Rng(6))
        {
            var chance = ChanceNodeOf(game, rng);
            if (chance == null) return;
            int n = chance.ChanceOutcomes().Length;
            long outcomes = BytesPerCall(() => chance.ChanceOutcomes());
            long outcomesArray = BytesPerCall(() => new ChanceOutcome[n].GetHashCode());
            var actions = new uint[game.NumDistinctActions];
            var probabilities = new double[game.NumDistinctActions];
            long outcomesInto = BytesPerCall(() => chance.ChanceOutcomes(actions, probabilities));
            Console.WriteLine(name + ": bytes per call: ChanceOutcomes() " + outcomes + " for " + n + " outcomes (a ChanceOutcome[" +
                              n + "] is " + outcomesArray + "), ChanceOutcomes(actions, probabilities) " + outcomesInto);
            Expect(outcomes == outcomesArray, name + ": ChanceOutcomes() allocates only its ChanceOutcome[" + n + "]");
            Expect(outcomesInto == 0, name + ": ChanceOutcomes(actions, probabilities) allocates nothing");
            var plain = chance.ChanceOutcomes();
            Expect(chance.ChanceOutcomes(actions, probabilities) == n && actions[0] == plain[0].Action &&
                   probabilities[n - 1] == plain[n - 1].Probability, name + ": the into-form holds the outcomes");
            try
            {
                chance.ChanceOutcomes(new uint[n - 1], new double[n]);
                Expect(false, name + ": arrays too short for the outcomes are refused");
            }
            catch (ArgumentException e)
            {
                Expect(e.Message.Contains(n + " are needed"), name + ": it says the length needed: " + e.Message);
            }
            chance.Dispose();
        }
    }

    private static bool SameFloats(float[] a, float[] b)
    {
        if (a.Length != b.Length) return false;
        for (int i = 0; i < a.Length; ++i)
            if (a[i] != b[i]) return false;
        return true;
    }

    private static int Main()
    {
        Console.WriteLine("caper " + Library.Version + " (ABI " + Library.AbiVersion + ")");
        foreach (var name in Library.GameNames())
        {
            CloneAndApplyInto(name);
            IntoOverloadsAllocateNothing(name);
            PlainArraysAreSizedToTheAnswer(name);
        }
        Console.WriteLine(failures == 0 ? "caper unity consumer: ok" : "caper unity consumer: " + failures + " failed");
        return failures == 0 ? 0 : 1;
    }
}
