// What every use of Tests/DeclaredSurface/Uses relies on (scripts/declared-surface/generate.py writes this file).
import DarkroomCompat

/// A value of whatever type its context asks for: the uses are type-checked, never run.
func sample<T>() -> T { fatalError("declared-surface uses are type-checked, never run") }

/// An identifiable element for collections (`ForEach`, `List`, `Table`).
struct SampleItem: Identifiable, Hashable {
    var id: Int
}
