// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u31cb649d53 static TextEditorStyle.automatic where Self == AutomaticTextEditorStyle
@MainActor func use_31cb649d53() {
    let _: AutomaticTextEditorStyle = AutomaticTextEditorStyle.automatic
    func accept<T: TextEditorStyle>(_ value: T) {}
    accept(.automatic)
}

// u509c456a9c static TextEditorStyle.plain where Self == PlainTextEditorStyle
@MainActor func use_509c456a9c() {
    let _: PlainTextEditorStyle = PlainTextEditorStyle.plain
    func accept<T: TextEditorStyle>(_ value: T) {}
    accept(.plain)
}
