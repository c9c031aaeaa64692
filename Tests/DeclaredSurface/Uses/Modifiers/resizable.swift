// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5e505a4e0a Image.resizable(capInsets: EdgeInsets, resizingMode: Image.ResizingMode)
@MainActor func use_5e505a4e0a(_ subject: Image) {
    let _: Image = subject.resizable(capInsets: sample() as EdgeInsets, resizingMode: sample() as Image.ResizingMode)
    let _: Image = subject.resizable()
}
