// The C# binding's public surface by reflection, for tests/api/check_names.py (ctest
// api.names_csharp): "member Type.Member" for each public type of the Caper namespace and
// each of its public members, and "value Type.Name VALUE" for each public integer constant.
using System;
using System.Linq;
using System.Reflection;

public static class Surface
{
    public static int Print()
    {
        var types = typeof(Caper.Game).Assembly.GetTypes()
            .Where(t => t.IsPublic && t.Namespace == "Caper")
            .OrderBy(t => t.Name, StringComparer.Ordinal);
        const BindingFlags Public = BindingFlags.Public | BindingFlags.Instance | BindingFlags.Static |
                                    BindingFlags.DeclaredOnly;
        foreach (var type in types)
        {
            Console.WriteLine("member " + type.Name);
            foreach (var member in type.GetMembers(Public).OrderBy(m => m.Name, StringComparer.Ordinal))
            {
                var field = member as FieldInfo;
                if (field != null && field.IsLiteral && field.FieldType == typeof(int))
                    Console.WriteLine("value " + type.Name + "." + field.Name + " " + field.GetRawConstantValue());
                else if (!(member is ConstructorInfo))
                    Console.WriteLine("member " + type.Name + "." + member.Name);
            }
        }
        return 0;
    }
}
