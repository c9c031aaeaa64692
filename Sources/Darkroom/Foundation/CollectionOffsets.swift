import Foundation

extension MutableCollection {
    /// Moves the elements at `source` so that they sit before the element at `destination`, as SwiftUI's `onMove`
    /// hands it (offsets in the collection before the move).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.filter { $0 >= 0 && $0 < count }
        guard !moving.isEmpty else { return }
        var elements = Array(self)
        let moved = moving.map { elements[$0] }
        let before = moving.filter { $0 < destination }.count
        for offset in moving.reversed() { elements.remove(at: offset) }
        let insertion = Swift.min(Swift.max(destination - before, 0), elements.count)
        elements.insert(contentsOf: moved, at: insertion)
        for (index, element) in zip(indices, elements) { self[index] = element }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `onDelete` hands them.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
