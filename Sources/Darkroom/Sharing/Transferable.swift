import Foundation

/// A type whose values can be shared and exported, as CoreTransferable's `Transferable`: its
/// `transferRepresentation` lists the content types it can be turned into, most preferred first.
///
/// On Linux there is no share sheet or pasteboard to hand a value to; `exported(as:)` produces
/// the bytes a representation would (a PNG of a rendered card, a PDF, JSON), so code that shares
/// can also write what it shares.
public protocol Transferable {
    /// The representation `transferRepresentation` builds.
    // (No `where Representation.Item == Self`: Swift 6.3 then fails to infer an opaque
    // `some TransferRepresentation` result; the builder ties the items to `Self` already.)
    associatedtype Representation: TransferRepresentation
    /// The content types the value can be turned into, most preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way to turn a `Transferable` value into bytes (or back), as CoreTransferable's
/// `TransferRepresentation`: `DataRepresentation`, `FileRepresentation`, `ProxyRepresentation`,
/// `CodableRepresentation`, or a composition of them in `body`.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type the representation transfers.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representation this one is made of (representations Darkroom provides have none).
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// Where a representation may be offered, as `TransferRepresentationVisibility` (kept).
public struct TransferRepresentationVisibility: Sendable, Hashable {
    let name: String
    /// Every process.
    public static let all = TransferRepresentationVisibility(name: "all")
    /// The app's own processes.
    public static let team = TransferRepresentationVisibility(name: "team")
    /// The app itself.
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}

// `Body` and `body` are `Never`'s as a `View` (Views/View.swift).
extension Never: TransferRepresentation {
    public typealias Item = Never
}

extension TransferRepresentation where Body == Never {
    /// Never called: the representations Darkroom provides have no body.
    public var body: Never { return fatalError("\(Self.self) has no body") }
}

extension Never: Transferable {
    /// Never called.
    public static var transferRepresentation: Never { return fatalError("Never has no representation") }
}

/// What a representation offers for export: content types and how each is made.
struct TransferExporter: Sendable {
    let contentType: UTType
    let suggestedFileName: (@Sendable (Any) -> String?)?
    let condition: (@Sendable (Any) -> Bool)?
    let export: @Sendable (Any) async throws -> Data
}

/// Representations Darkroom implements: they list their exporters directly.
protocol PrimitiveTransferRepresentation {
    func exporters() -> [TransferExporter]
}

extension TransferRepresentation {
    /// The exporters of this representation and of the ones it is made of, in order.
    func collectExporters() -> [TransferExporter] {
        if let primitive = self as? PrimitiveTransferRepresentation { return primitive.exporters() }
        if Body.self == Never.self { return [] }
        return body.collectExporters()
    }
}

/// Why a value could not be exported.
public enum TransferError: Error, Equatable, Sendable, CustomStringConvertible {
    /// None of the value's representations exports this content type.
    case noRepresentation(UTType)
    /// A file representation's file could not be read.
    case unreadableFile(URL)

    public var description: String {
        switch self {
        case .noRepresentation(let type): "no representation exports \(type.identifier)"
        case .unreadableFile(let url): "cannot read \(url.path)"
        }
    }
}

extension Transferable {
    /// The value's bytes in `contentType`, as CoreTransferable's `exported(as:)`: the first
    /// representation exporting that type (or a type conforming to it) makes them.
    ///
    /// - Throws: ``TransferError/noRepresentation(_:)`` when no representation exports it, or what
    ///   the representation's closure throws.
    public func exported(as contentType: UTType) async throws -> Data {
        let exporters = Self.transferRepresentation.collectExporters().filter { $0.condition?(self) ?? true }
        guard let exporter = exporters.first(where: { $0.contentType == contentType })
            ?? exporters.first(where: { $0.contentType.conforms(to: contentType) }) else {
            throw TransferError.noRepresentation(contentType)
        }
        return try await exporter.export(self)
    }

    /// The content types the value exports, most preferred first (Darkroom's; on Apple platforms
    /// `NSItemProvider` lists them).
    public var exportedContentTypes: [UTType] {
        Self.transferRepresentation.collectExporters().filter { $0.condition?(self) ?? true }.map(\.contentType)
    }

    /// The file name a representation suggests for `contentType` (Darkroom's: what the share sheet
    /// would name the file), with the type's extension.
    public func suggestedFileName(for contentType: UTType) -> String? {
        let exporters = Self.transferRepresentation.collectExporters()
        guard let exporter = exporters.first(where: { $0.contentType.conforms(to: contentType) }),
              let name = exporter.suggestedFileName?(self) else { return nil }
        guard let ext = exporter.contentType.preferredFilenameExtension, !name.hasSuffix("." + ext) else { return name }
        return name + "." + ext
    }
}
