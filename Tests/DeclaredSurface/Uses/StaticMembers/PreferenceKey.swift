// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub33beeaff3 static PreferenceKey.defaultValue
@MainActor func use_b33beeaff3<Self_: PreferenceKey>(_ generics: (Self_).Type) {
    let _: Self_.Value = Self_.defaultValue
}

// u6cbcd82b3e static PreferenceKey.reduce(value: inout Self.Value, nextValue: () -> Self.Value)
@MainActor func use_6cbcd82b3e<Self_: PreferenceKey>(_ generics: (Self_).Type) {
    var arg0: Self_.Value = sample()
    Self_.reduce(value: &arg0, nextValue: sample() as () -> Self_.Value)
}
