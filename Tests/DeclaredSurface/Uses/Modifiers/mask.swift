// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8f7517ea9c View.mask<Mask>(alignment: Alignment, _: () -> Mask) where Mask : View
@MainActor func use_8f7517ea9c<Self_: View, Mask: View>(_ subject: Self_, _ generics: (Self_, Mask).Type) {
    _ = subject.mask(alignment: sample() as Alignment, sample() as () -> Mask) as any View
    _ = subject.mask(sample() as () -> Mask) as any View
    _ = subject.mask(alignment: sample() as Alignment, { Text(""); Text("") })
}

// u82c22ea9bb View.mask<Mask>(_: Mask) where Mask : View
@MainActor func use_82c22ea9bb<Self_: View, Mask: View>(_ subject: Self_, _ generics: (Self_, Mask).Type) {
    _ = subject.mask(sample() as Mask) as any View
}
