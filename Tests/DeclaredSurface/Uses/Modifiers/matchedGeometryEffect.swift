// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u96088ca363 View.matchedGeometryEffect<ID>(id: ID, in: Namespace.ID, properties: MatchedGeometryProperties, anchor:
//   UnitPoint, isSource: Bool) where ID : Hashable
@MainActor func use_96088ca363<Self_: View, ID: Hashable>(_ subject: Self_, _ generics: (Self_, ID).Type) {
    _ = subject.matchedGeometryEffect(
        id: sample() as ID,
        in: sample() as Namespace.ID,
        properties: sample() as MatchedGeometryProperties,
        anchor: sample() as UnitPoint,
        isSource: sample() as Bool
    ) as any View
    _ = subject.matchedGeometryEffect(id: sample() as ID, in: sample() as Namespace.ID) as any View
}
