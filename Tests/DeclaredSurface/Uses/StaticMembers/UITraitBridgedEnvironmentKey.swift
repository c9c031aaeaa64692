// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue0a8b29f78 static UITraitBridgedEnvironmentKey.read(from: UITraitCollection)
@MainActor func use_e0a8b29f78<Self_: UITraitBridgedEnvironmentKey>(_ generics: (Self_).Type) {
    let _: Self_.Value = Self_.read(from: sample() as UITraitCollection)
}

// u96575c1333 static UITraitBridgedEnvironmentKey.write(to: inout any UIMutableTraits, value: Self.Value)
@MainActor func use_96575c1333<Self_: UITraitBridgedEnvironmentKey>(_ generics: (Self_).Type) {
    var arg0: any UIMutableTraits = sample()
    Self_.write(to: &arg0, value: sample() as Self_.Value)
}
