// Macros: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3685b3f42a Preview(_: String?, traits: PreviewTrait<Preview.ViewTraits>..., body: () -> any View)
#Preview("Sample") {
    Text("")
}
