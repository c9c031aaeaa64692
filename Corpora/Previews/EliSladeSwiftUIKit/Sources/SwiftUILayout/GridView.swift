import SwiftUI


public struct GridView<Data: RandomAccessCollection & Sendable, Label: View>: View where Data.Index == Int, Data.Element : Identifiable & Sendable {

    let spacing: CGFloat
    let columns: Int
    let data: Data
    let label: (Data.Element) -> Label
    
    public init(
        _ data: Data,
        spacing: CGFloat = 0,
        columns: Int = 5,
        @ViewBuilder label: @escaping (Data.Element) -> Label
    ) {
        self.spacing = spacing
        self.columns = max(columns, 1)
        self.data = data
        self.label = label
    }
    
    public var body: some View {
        ZStack(alignment: .topLeading) {
            let columns = self.columns
            let spacing = self.spacing
            ForEach(data){ item in
                let index = Double(data.firstIndex(where: { $0.id == item.id })!)
                label(item)
                    .alignmentGuide(.top) {
                        let i = index
                        let row : Double = floor(i / Double(columns))
                        return -(($0.height + spacing) * row)
                    }
                    .alignmentGuide(.leading) {
                        let i = index + 1
                        let row : Double = floor((i - 1) / Double(columns))
                        let columns = Double(columns)
                        let column = i > columns ? ((i / columns) - row) * columns : i
                        return -(($0.width + spacing) * round(column))
                    }
            }
        }
    }
    
}

