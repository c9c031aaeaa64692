// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u58a816140c Preview.init(_: String?, traits: PreviewTrait<Preview.ViewTraits>..., body: () -> any View)
@MainActor func use_58a816140c() {
    let _: Preview = Preview(
        sample() as String?,
        traits: sample() as PreviewTrait<Preview.ViewTraits>,
        body: sample() as () -> any View
    )
    let _: Preview = Preview(traits: sample() as PreviewTrait<Preview.ViewTraits>, body: sample() as () -> any View)
}
