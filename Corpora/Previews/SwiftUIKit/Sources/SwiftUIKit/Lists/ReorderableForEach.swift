//
//  ReorderableForEach.swift
//  SwiftUIKit
//
//  Created by Daniel Saidi on 2023-08-30.
//  Copyright © 2023-2026 Daniel Saidi. All rights reserved.
//
//  Original implementations: https://stackoverflow.com/questions/62606907/swiftui-using-ondrag-and-ondrop-to-reorder-items-within-one-single-lazygrid
//

#if os(iOS) || os(macOS)
import SwiftUI

/// This typealias defines the item type that can be used in
/// a ``ReorderableForEach`` view.
public typealias Reorderable = Identifiable & Equatable

/// This view can be used instead of a `ForEach`, to make it
/// possble to reorder items by dragging them.
///
/// The `preview` parameter can be used to define any custom
/// view to show when an item is being dragged. If you don't
/// provide a preview, the original view will be used.
///
/// The `.reorderableForEachContainer` view modifier must be
/// added to the outermost view to ensure that ending a drag
/// operation outside the list still works.
///
/// > Note: This doesn't work well in the simulator. It will
/// not show the drag preview, and randomly cancels the drag
/// gesture. Also, using a material background can cause the
/// dragged view to flicker. If possible, test the result on
/// a real device to ensure that it works as intended.
public struct ReorderableForEach<Item: Reorderable, Content: View, Preview: View>: View {
    
    /// Create a reorderable list with a custom drag preview.
    public init(
        _ items: [Item],
        active: Binding<Item?>,
        @ViewBuilder content: @escaping (Item) -> Content,
        @ViewBuilder preview: @escaping (Item) -> Preview,
        moveAction: @escaping (IndexSet, Int) -> Void
    ) {
        self.items = items
        self._active = active
        self.content = content
        self.preview = preview
        self.moveAction = moveAction
    }
    
    /// Create a reorderable list with a standard preview.
    public init(
        _ items: [Item],
        active: Binding<Item?>,
        @ViewBuilder content: @escaping (Item) -> Content,
        moveAction: @escaping (IndexSet, Int) -> Void
    ) where Preview == EmptyView {
        self.items = items
        self._active = active
        self.content = content
        self.preview = nil
        self.moveAction = moveAction
    }
    
    @Binding
    private var active: Item?
    
    // This is needed to reset view the opaqueness when item
    // views are dragged but not moved. Without it, the item
    // view would stay semi-transparent when the drag ends.
    @State
    private var hasChangedLocation = false
    
    private let items: [Item]
    private let content: (Item) -> Content
    private let preview: ((Item) -> Preview)?
    private let moveAction: (IndexSet, Int) -> Void
    
    public var body: some View {
        ForEach(items) { item in
            if let preview {
                contentView(for: item)
                    .onDrag {
                        dragData(for: item)
                    } preview: {
                        preview(item)
                    }
            } else {
                contentView(for: item)
                    .onDrag {
                        dragData(for: item)
                    }
            }
        }
    }
}

private extension ReorderableForEach {
    
    func contentView(for item: Item) -> some View {
        content(item)
            .opacity(active == item && hasChangedLocation ? 0.5 : 1)
            .onDrop(
                of: [.text],
                delegate: ReorderableDragRelocateDelegate(
                    item: item,
                    items: items,
                    active: $active,
                    hasChangedLocation: $hasChangedLocation
                ) { from, to in
                    withAnimation {
                        moveAction(from, to)
                    }
                }
            )
    }
    
    func dragData(for item: Item) -> NSItemProvider {
        active = item
        return NSItemProvider(object: "\(item.id)" as NSString)
    }
}

public extension View {
    
    /// This view modifier must be applied to the root of a view hierarchy that has
    /// a ``ReorderableForEach`` view.
    func reorderableForEachContainer<Item: Reorderable>(active: Binding<Item?>) -> some View {
        onDrop(of: [.text], delegate: ReorderableDropOutsideDelegate(active: active))
    }
}

struct ReorderableDropOutsideDelegate<Item: Reorderable>: DropDelegate {
    
    @Binding
    var active: Item?
        
    func dropUpdated(info: DropInfo) -> DropProposal? {
        DropProposal(operation: .move)
    }
    
    func performDrop(info: DropInfo) -> Bool {
        active = nil
        return true
    }
}

struct ReorderableDragRelocateDelegate<Item: Reorderable>: DropDelegate {
    
    let item: Item
    var items: [Item]
    
    @Binding
    var active: Item?
    
    @Binding
    var hasChangedLocation: Bool

    var moveAction: (IndexSet, Int) -> Void

    func dropEntered(info: DropInfo) {
        guard item != active, let current = active else { return }
        guard let from = items.firstIndex(of: current), let to = items.firstIndex(of: item) else { return }
        
        hasChangedLocation = true

        if items[to] != current {
            moveAction(IndexSet(integer: from), to > from ? to + 1 : to)
        }
    }
    
    func dropUpdated(info: DropInfo) -> DropProposal? {
        DropProposal(operation: .move)
    }
    
    func performDrop(info: DropInfo) -> Bool {
        hasChangedLocation = false
        active = nil
        return true
    }
}

#Preview {

    struct Preview: View {

        @State
        private var items = (1...100).map { GridData(id: $0) }

        @State
        private var active: GridData?

        private struct GridData: Identifiable, Equatable {

            let id: Int
        }

        var body: some View {
            NavigationView {
                #if os(macOS)
                Color.gray
                #endif
                if #available(iOS 16.0, *) {
                    ScrollView(.vertical) {
                        VStack {
                            LazyVGrid(columns: .adaptive(minimum: 100, maximum: 150)) {
                                ReorderableForEach(items, active: $active) { item in
                                    shape
                                        .fill(.thinMaterial)
                                        .frame(height: 100)
                                        .overlay(Text("\(item.id)"))
                                        .contentShape(.dragPreview, shape)
                                } preview: { item in
                                    shape
                                        .frame(width: 200, height: 200)
                                        .overlay(Text("\(item.id)"))
                                        .contentShape(.dragPreview, shape)
                                } moveAction: { from, to in
                                    items.move(fromOffsets: from, toOffset: to)
                                }
                            }
                        }.padding()
                    }
                    #if os(iOS)
                    .background(Color.blue)
                    .scrollContentBackground(.hidden)
                    #else
                    .background(Color.blue)
                    #endif
                    .reorderableForEachContainer(active: $active)
                } else {
                    // Fallback on earlier versions
                }
            }
        }

        var shape: some Shape {
            RoundedRectangle(cornerRadius: 20)
        }
    }

    return Preview()
}

// TODO: Re-enable in Xcode 27
//
//@available(iOS 27, macOS 27, tvOS 27, watchOS 27, visionOS 27, *)
//extension ReorderDifference where CollectionID == ReorderableSingleCollectionIdentifier {
//
//    /// Apply the reorder difference to a single-collection list.
//    func apply<C>(to collection: inout C)
//        where C: RangeReplaceableCollection,
//              C.Element: Identifiable,
//              C.Element.ID == ItemID
//    {
//        let moving = Set(sources)
//        guard !moving.isEmpty else { return }
//
//        // One in-place pass: drop the moved items and capture them in order.
//        var moved: [C.Element] = []
//        moved.reserveCapacity(moving.count)
//        collection.removeAll { element in
//            guard moving.contains(element.id) else { return false }
//            moved.append(element)
//            return true
//        }
//
//        switch destination.position {
//        case .before(let id):
//            let index = collection.firstIndex { $0.id == id } ?? collection.endIndex
//            collection.insert(contentsOf: moved, at: index)
//        case .end:
//            collection.append(contentsOf: moved)
//        }
//    }
//}
//
//@available(iOS 27, macOS 27, tvOS 27, watchOS 27, visionOS 27, *)
//#Preview("Native") {
//
//    struct Preview: View {
//
//        @State
//        private var items = (1...100).map { GridData(id: $0) }
//
//        private struct GridData: Identifiable, Equatable {
//
//            let id: Int
//        }
//
//        var body: some View {
//            NavigationView {
//                ScrollView(.vertical) {
//                    VStack {
//                        LazyVGrid(columns: .adaptive(minimum: 100, maximum: 150)) {
//                            ForEach(items) { item in
//                                shape
//                                    .fill(.thinMaterial)
//                                    .frame(height: 100)
//                                    .overlay(Text("\(item.id)"))
//                                    .contentShape(.dragPreview, shape)
//                            }
//                            .reorderable()
//                        }
//                    }
//                    .padding()
//                    .reorderContainer(for: GridData.self) { difference in
//                        difference.apply(to: &items)
//                    }
//                }
//                .background(Color.blue)
//                .scrollContentBackground(.hidden)
//            }
//        }
//
//        var shape: some Shape {
//            RoundedRectangle(cornerRadius: 20)
//        }
//    }
//
//    return Preview()
//}

#endif
