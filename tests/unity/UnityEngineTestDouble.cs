// TEST DOUBLE, not Unity: declares only the UnityEngine types the package's sample uses
// (MonoBehaviour, Debug.Log, SerializeField), so that Mono can compile the sample as Unity
// would and catch a sample that no longer builds against the binding. It does nothing.
namespace UnityEngine
{
    public class Object { }
    public class Component : Object { }
    public class Behaviour : Component { }
    public class MonoBehaviour : Behaviour { }

    public static class Debug
    {
        public static void Log(object message) { }
    }

    [System.AttributeUsage(System.AttributeTargets.Field)]
    public sealed class SerializeFieldAttribute : System.Attribute { }
}
