import Foundation

/// A button that starts renaming, as SwiftUI's `RenameButton`: drawn as "Rename" in the tint colour.
nonisolated public struct RenameButton<Label: View>: View {
    /// Creates a rename button.
    public init() where Label == Darkroom.Label<Text, Image> {}
    public var body: some View { Button("Rename") {} }
}
