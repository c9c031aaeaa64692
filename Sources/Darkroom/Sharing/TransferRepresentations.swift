import Foundation

/// A representation as bytes of a content type, as CoreTransferable's `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?

    /// Exports and imports bytes of `contentType` (importing is not offered on Linux: kept).
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType; self.exporting = exporting
    }
    /// Exports bytes of `exportedContentType`.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        contentType = exportedContentType; self.exporting = exporting
    }
    /// Imports bytes of `importedContentType` (kept: nothing imports on Linux).
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        contentType = importedContentType; exporting = nil
    }


    func exporters() -> [TransferExporter] {
        guard let exporting else { return [] }
        return [TransferExporter(contentType: contentType, suggestedFileName: nil, condition: nil) { item in
            try await exporting(item as! Item)
        }]
    }
}

/// A file sent by a `FileRepresentation`, as CoreTransferable's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
    /// The file's URL.
    public let file: URL
    /// Whether the receiver may open the original (kept).
    public let allowAccessingOriginalFile: Bool
    /// A file to send.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file; self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file received by a `FileRepresentation`, as CoreTransferable's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
    /// The file's URL.
    public let file: URL
    /// Whether it is the sender's original.
    public let isOriginalFile: Bool
}

/// A representation as a file of a content type, as CoreTransferable's `FileRepresentation`:
/// `exported(as:)` reads the file the closure writes.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?

    /// Exports and imports files of `contentType` (importing is kept: nothing imports on Linux).
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType; self.exporting = exporting
    }
    /// Exports files of `exportedContentType`.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        contentType = exportedContentType; self.exporting = exporting
    }
    /// Imports files of `importedContentType` (kept).
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        contentType = importedContentType; exporting = nil
    }


    func exporters() -> [TransferExporter] {
        guard let exporting else { return [] }
        return [TransferExporter(contentType: contentType, suggestedFileName: nil, condition: nil) { item in
            let sent = try await exporting(item as! Item)
            guard let data = FileManager.default.contents(atPath: sent.file.path) else {
                throw TransferError.unreadableFile(sent.file)
            }
            return data
        }]
    }
}

/// A representation through another transferable value, as CoreTransferable's `ProxyRepresentation`
/// (a card shared as its `URL`, or as its rendered `Image`).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation,
    PrimitiveTransferRepresentation
{
    public typealias Body = Never
    let exporting: (@Sendable (Item) async throws -> ProxyRepresentation)?

    /// Exports and imports through the proxy (importing is kept).
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        self.exporting = exporting
    }
    /// Exports through the proxy.
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        self.exporting = exporting
    }
    /// Imports through the proxy (kept).
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) { exporting = nil }


    func exporters() -> [TransferExporter] {
        guard let exporting else { return [] }
        return ProxyRepresentation.transferRepresentation.collectExporters().map { inner in
            TransferExporter(contentType: inner.contentType, suggestedFileName: nil, condition: nil) { item in
                try await inner.export(try await exporting(item as! Item))
            }
        }
    }
}

/// A representation as the encoded value, as CoreTransferable's `CodableRepresentation`
/// (JSON unless another encoder is given).
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder>:
    TransferRepresentation, PrimitiveTransferRepresentation
where Encoder.Output == Data, Decoder.Input == Data {
    public typealias Body = Never
    let contentType: UTType
    let encode: @Sendable (Item) throws -> Data

    /// The value encoded by `encoder` as `contentType` (decoding is kept).
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        nonisolated(unsafe) let encoder = encoder
        encode = { try encoder.encode($0) }
    }


    func exporters() -> [TransferExporter] {
        let encode = encode
        return [TransferExporter(contentType: contentType, suggestedFileName: nil, condition: nil) { item in
            try encode(item as! Item)
        }]
    }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// The value as JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}
