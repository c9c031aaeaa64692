import Foundation

nonisolated extension View {
    /// A drop target told where the drop landed; nothing is dropped on a still frame.
    public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) -> some View { self }
}
