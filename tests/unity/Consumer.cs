// A program using the Unity package's Runtime as its own assembly (Caper.Runtime.dll, as an
// assembly definition compiles it), so that anything a game needs but the binding left
// internal fails to compile here. It checks Clone and ApplyInto, and measures the bytes each
// call allocates: the into-overloads must allocate nothing. Exit status 1 on a failure.
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

    private static void CloneAndApplyInto()
    {
        // Trap the Cap starts at the die; "roll 3" is id 2 (the outcomes roll 1..6 are 0..5).
        using (var game = new Game("trap_the_cap", "{\"players\": 2}"))
        using (var start = game.InitialState())
        using (var copy = start.Clone())
        using (var into = game.InitialState())
        {
            Expect(copy.ToJson() == start.ToJson(), "Clone is the same state");
            Expect(start.ActionFromString("roll 3") == 2, "roll 3 is id 2");
            start.ApplyInto(2, into);
            using (var applied = start.Apply(2))
                Expect(into.ToJson() == applied.ToJson(), "ApplyInto writes what Apply returns");
            Expect(into.CurrentPlayer == 0, "p0 moves after the throw");
            Expect(into.History.Length == 1 && into.History[0] == 2, "ApplyInto extends History");
            Expect(start.IsChanceNode, "ApplyInto leaves the source unchanged");
            try
            {
                start.ApplyInto(2, start);
                Expect(false, "ApplyInto into itself is refused");
            }
            catch (ArgumentException) { }
            try
            {
                into.ApplyInto(2, copy);  // roll 3 is no move of p0
                Expect(false, "an illegal action is refused");
            }
            catch (CaperException e)
            {
                Expect(e.Status == Status.IllegalAction, "IllegalAction, got " + e.Status);
                Expect(e.Message.StartsWith("CAPER_E_ILLEGAL_ACTION: "), "the library's status name: " + e.Message);
            }
            Expect(Native.caper_state_is_legal(start.Handle, 2) == 1, "Native is callable with the public Handle");
            Expect(CaperException.StatusName((Status)42) == "CAPER_E_UNKNOWN", "an unknown status, as the library names it");
        }
    }

    private static void IntoOverloadsAllocateNothing(string name)
    {
        using (var game = new Game(name))
        using (var rng = new Rng(5))
        {
            var state = game.InitialState();
            // A state a few moves in, at a player's turn.
            for (int step = 0; step < 12 || state.IsChanceNode; ++step)
            {
                uint action = state.IsChanceNode ? state.SampleChance(rng) : state.LegalActions()[0];
                var next = state.Apply(action);
                state.Dispose();
                state = next;
            }
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
                Expect(SameFloats(tensor, state.ObservationTensor(seat)), name + ": Observation(into) is ObservationTensor");
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
        CloneAndApplyInto();
        foreach (var name in Library.GameNames()) IntoOverloadsAllocateNothing(name);
        Console.WriteLine(failures == 0 ? "caper unity consumer: ok" : "caper unity consumer: " + failures + " failed");
        return failures == 0 ? 0 : 1;
    }
}
