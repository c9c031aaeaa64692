import Foundation

/// A button that starts renaming, as SwiftUI's `RenameButton`: drawn as "Rename" in the tint colour.
nonisolated public struct RenameButton: View {
    /// Creates a rename button.
    public init() {}
    public var body: some View { Button("Rename") {} }
}
