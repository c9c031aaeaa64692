import Foundation

/// A multi-line text editing area, as SwiftUI's `TextEditor`: its text drawn from
/// the top-leading corner, wrapping to the width offered, filling what it is offered.
nonisolated public struct TextEditor: View {
    let text: String
    /// Creates a text editor showing the given text.
    ///
    /// - Parameter text: The text shown; a render cannot edit it.
    public init(text: Binding<String>) { self.text = text.wrappedValue }

    @Environment(\.textEditorStyleBox) private var style
    public var body: some View {
        if let style {
            style.makeBody(TextEditorStyleConfiguration(editor: AnyView(editor)))
        } else {
            editor
        }
    }

    private var editor: some View {
        Text(text)
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
