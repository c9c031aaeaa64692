import Foundation

/// Builds a list of representations, as CoreTransferable's `TransferRepresentationBuilder`:
/// `transferRepresentation` lists them in order of preference.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    /// One representation.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item {
        content
    }
    /// The first representation of the list.
    public static func buildPartialBlock<R: TransferRepresentation>(first: R) -> TupleTransferRepresentation<Item>
    where R.Item == Item {
        TupleTransferRepresentation(exporters: first.collectExporters())
    }
    /// The next representation, after the ones before it.
    public static func buildPartialBlock<R: TransferRepresentation>(
        accumulated: TupleTransferRepresentation<Item>, next: R
    ) -> TupleTransferRepresentation<Item> where R.Item == Item {
        TupleTransferRepresentation(exporters: accumulated.list + next.collectExporters())
    }
    /// A representation behind an availability check.
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ content: R)
        -> TupleTransferRepresentation<Item> where R.Item == Item
    {
        TupleTransferRepresentation(exporters: content.collectExporters())
    }
}

/// Several representations in order, as the builder makes them.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    public typealias Body = Never
    let list: [TransferExporter]
    init(exporters: [TransferExporter]) { list = exporters }
    func exporters() -> [TransferExporter] { list }
}

/// A representation with a modifier applied (a file name, a condition, a visibility).
public struct ModifiedTransferRepresentation<Item: Transferable>: TransferRepresentation,
    PrimitiveTransferRepresentation
{
    public typealias Body = Never
    let list: [TransferExporter]
    func exporters() -> [TransferExporter] { list }
}

extension TransferRepresentation {
    /// Names the file the representation's content is shared as.
    public func suggestedFileName(_ fileName: String) -> ModifiedTransferRepresentation<Item> {
        suggestedFileName { _ in fileName }
    }
    /// Names the file from the value.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?)
        -> ModifiedTransferRepresentation<Item>
    {
        ModifiedTransferRepresentation(list: collectExporters().map { e in
            TransferExporter(contentType: e.contentType, suggestedFileName: { fileName($0 as! Item) },
                             condition: e.condition, export: e.export)
        })
    }
    /// Offers the representation only for values meeting `condition`.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool)
        -> ModifiedTransferRepresentation<Item>
    {
        ModifiedTransferRepresentation(list: collectExporters().map { e in
            TransferExporter(contentType: e.contentType, suggestedFileName: e.suggestedFileName,
                             condition: { item in (e.condition?(item) ?? true) && condition(item as! Item) },
                             export: e.export)
        })
    }
    /// Where the representation is offered (kept: every export sees it).
    public func visibility(_ visibility: TransferRepresentationVisibility) -> ModifiedTransferRepresentation<Item> {
        ModifiedTransferRepresentation(list: collectExporters())
    }
}
