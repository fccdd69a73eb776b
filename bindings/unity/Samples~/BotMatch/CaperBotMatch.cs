// A MonoBehaviour that plays one game of bots when the scene starts and logs every move:
// add it to any GameObject. The per-frame variant (Update) shows the allocation-free calls
// a game's UI would make every frame: LegalMask and Observation into arrays kept here.
using UnityEngine;

public class CaperBotMatch : MonoBehaviour
{
    [SerializeField] private string gameName = "";  // empty: the library's first game
    [SerializeField] private string options = "{}";
    [SerializeField] private string botSpec = "mcts:100";
    [SerializeField] private long seed = 1;

    private Caper.Game game;
    private Caper.State state;
    private Caper.State next;
    private Caper.Rng rng;
    private Caper.Bot bot;
    private byte[] mask;
    private float[] observation;

    private void Start()
    {
        Debug.Log("caper " + Caper.Library.Version + ": " + string.Join(", ", Caper.Library.GameNames()));
        game = new Caper.Game(gameName == "" ? Caper.Library.GameNames()[0] : gameName, options);
        rng = new Caper.Rng(seed);
        bot = new Caper.Bot(game, botSpec, seed);
        state = game.InitialState();
        next = state.Clone();
        mask = new byte[game.NumDistinctActions];
        observation = new float[game.ObservationSize];
    }

    // One action a frame until the game ends.
    private void Update()
    {
        if (state == null || state.IsTerminal) return;
        uint action = state.IsChanceNode ? state.SampleChance(rng) : bot.Choose(state);
        Debug.Log(state.ActionToString(action));
        state.ApplyInto(action, next);
        var done = state;
        state = next;
        next = done;
        state.LegalMask(mask);
        if (state.CurrentPlayer >= 0) state.Observation(state.CurrentPlayer, observation);
        if (state.IsTerminal) Debug.Log("returns: " + string.Join(" ", state.Returns()));
    }

    private void OnDestroy()
    {
        if (bot != null) bot.Dispose();
        if (rng != null) rng.Dispose();
        if (next != null) next.Dispose();
        if (state != null) state.Dispose();
        if (game != null) game.Dispose();
    }
}
