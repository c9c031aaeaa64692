// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ueaaa6642f1 AutomaticTextEditorStyle.makeBody(configuration: AutomaticTextEditorStyle.Configuration)
@MainActor func use_eaaa6642f1(_ subject: AutomaticTextEditorStyle) {
    let _: AutomaticTextEditorStyle.Body = subject.makeBody(
        configuration: sample() as AutomaticTextEditorStyle.Configuration
    )
}
