// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufbbec30d3b AttributeDynamicLookup.subscript<T>(dynamicMember: KeyPath<AttributeScopes.SwiftUIAttributes, T>) where T
//   : AttributedStringKey
@MainActor func use_fbbec30d3b<T: AttributedStringKey>(_ subject: AttributeDynamicLookup, _ generics: (T).Type) {
    let _: T = subject[dynamicMember: sample() as KeyPath<AttributeScopes.SwiftUIAttributes, T>]
}
