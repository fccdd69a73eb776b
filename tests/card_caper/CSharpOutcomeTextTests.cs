// Card Caper's own tests of the C# binding, compiled into tests/csharp's runner with
// CaperTests.cs (its Assert, Tests.ApplyAll and [GameTest]) and run by csharp.binding.
using System;
using System.Collections.Generic;
using Caper;

internal static class CardCaperTests
{
    // OutcomeText worked out by hand in a 2-player Card Caper game dealt in card order: dealer
    // p0; p1 (on the dealer's left) gets the hidden AC, p0 the hidden 2C; then the hands
    // alternate from p1: p1 3C 5C ... QS, p0 4C 6C ... KS.
    [GameTest]
    public static void OutcomeTexts()
    {
        using (var game = new Game("card_caper", "{\"players\": 2}"))
        {
            const string ranks = "A23456789TJQK", suits = "CDHS";
            var texts = new List<string> { "dealer p0" };
            for (int c = 0; c < 52; ++c) texts.Add("deal " + ranks[c % 13] + suits[c / 13]);
            texts.Add("play suit 2D");
            texts.Add("play higher 3C");
            State state = Tests.ApplyAll(game.InitialState(), texts);
            Action<string, string> outcome = (action, expected) =>
            {
                foreach (int viewer in new[] { Library.FullView, 0, 1 })
                    Assert.Equal(expected, state.OutcomeText(action, viewer), action + " for " + viewer);
            };
            // p1 holds nothing below an ace: its third pile ends its opening.
            outcome("play value 5C", "p1 could not play onto Lower Value");
            state = Tests.ApplyAll(state, new[] { "play value 5C", "play suit AD", "play lower AS", "play higher 4C", "play value 6C" });
            outcome("die guess", "");
            state = Tests.ApplyAll(state, new[] { "die guess" });
            outcome("guess p1 AC", "right: p1's hidden card AC is revealed; game over: p0 gets away with it (+1); p0's hidden card was 2C; points: p0 2 p1 0");
            Assert.Equal("wrong: p1 lays 7C open", state.OutcomeText(state.ActionFromString("guess p1 7C"), 1), "wrong guess by id");
            // Bad input: a clear error, the state unchanged.
            string before = state.ToJson();
            var e = Assert.ThrowsStatus(Status.IllegalAction, () => state.OutcomeText("guess p1 KS", 0), "p0's own card");
            Assert.True(e.NativeMessage.Contains("guess p1 KS"), "the message names the action: " + e.NativeMessage);
            Assert.ThrowsStatus(Status.InvalidArgument, () => state.OutcomeText("guess p1 7C", 2), "viewer 2");
            Assert.ThrowsStatus(Status.InvalidArgument, () => state.OutcomeText("guess p1 7C", -3), "viewer -3");
            Assert.ThrowsStatus(Status.Parse, () => state.OutcomeText("guess somebody", 0), "bad text");
            Assert.Throws<ArgumentOutOfRangeException>(() => state.OutcomeText(-1, 0), "negative id");
            Assert.Throws<ArgumentNullException>(() => state.OutcomeText((string)null, 0), "null text");
            Assert.Equal(before, state.ToJson(), "the state is unchanged");
            state.Dispose();
        }
    }
}
