import Foundation

/// A type-erased list of the values pushed on a `NavigationStack`, as SwiftUI's `NavigationPath`.
nonisolated public struct NavigationPath: @unchecked Sendable {
    /// The values, bottom first (a navigation stack shows the destination of the last one).
    private(set) var elements: [AnyHashable]
    /// The elements encoded, one JSON text each with its type's name; `nil` once an element is not codable.
    private var encoded: [CodableRepresentation.Item]?

    /// An empty path.
    public init() { elements = []; encoded = [] }
    /// A path of `elements`, the first at the bottom of the stack.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.init()
        for element in elements { append(element) }
    }
    /// A path of codable `elements`, the first at the bottom of the stack.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        self.init()
        for element in elements { append(element) }
    }
    /// A path restored from its codable representation (its elements stay encoded).
    public init(_ codable: NavigationPath.CodableRepresentation) {
        elements = codable.items.map { AnyHashable($0) }
        encoded = codable.items
    }

    /// The number of elements.
    public var count: Int { elements.count }
    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }
    /// The path's codable representation, or `nil` when an element is not codable.
    public var codable: NavigationPath.CodableRepresentation? { encoded.map(CodableRepresentation.init(items:)) }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
        encoded = nil
    }
    /// Pushes a codable `value`, keeping the path codable.
    public mutating func append<V: Hashable & Codable>(_ value: V) {
        elements.append(AnyHashable(value))
        let data = try? JSONEncoder().encode(value)
        if let data, let json = String(data: data, encoding: .utf8) {
            encoded?.append(.init(type: String(reflecting: V.self), json: json))
        } else {
            encoded = nil
        }
    }
    /// Pops the last `k` elements.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
        encoded?.removeLast(k)
    }

    /// A path's elements encoded, for saving and restoring navigation state.
    nonisolated public struct CodableRepresentation: Codable, Equatable {
        struct Item: Hashable, Codable {
            let type: String
            let json: String
        }
        let items: [Item]
        init(items: [Item]) { self.items = items }
        /// Decodes a representation: each element's type name and JSON text, alternating.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var strings: [String] = []
            while !container.isAtEnd { strings.append(try container.decode(String.self)) }
            guard strings.count % 2 == 0 else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "odd number of strings")
            }
            items = stride(from: 0, to: strings.count, by: 2)
                .map { Item(type: strings[$0], json: strings[$0 + 1]) }
        }
        /// Encodes the representation: each element's type name and JSON text, alternating.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for item in items {
                try container.encode(item.type)
                try container.encode(item.json)
            }
        }
    }
}

extension NavigationPath: Equatable {
    /// Whether both paths hold equal elements in the same order.
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { lhs.elements == rhs.elements }
}
