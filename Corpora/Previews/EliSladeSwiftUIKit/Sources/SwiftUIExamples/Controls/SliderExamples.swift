import SwiftUIKit


public struct SliderExamples: View {
    
    @State private var value: Double = 0
    
    @State private var disable = false
    @State private var controlSize = ControlSize.regular
    @State private var direction = LayoutDirection.leftToRight
    @State private var directionSuggestion = LayoutDirectionSuggestion.useSystemDefault
    @State private var controlRoundness: Double = 1
    
    public init() {}
    
    public var body: some View {
        ExampleView(title: "Slider"){
            AxisStack(directionSuggestion.useVertical ? .horizontal : .vertical) {
                #if !os(tvOS) && !os(watchOS)
                ExampleCard(title: "SwiftUI Slider") {
                    SwiftUI.Slider(value: $value)
                }
                #endif
                
                ExampleCard(title: "SwiftUIKit Slider") {
                    Slider(value: $value)
                }
            }
            .padding()
            .environment(\.layoutDirection, direction)
            .environment(\.layoutDirectionSuggestion, directionSuggestion)
            .controlRoundness(controlRoundness)
            .disabled(disable)
            .indirectScrollGroup()
        } parameters: {
            ExampleSection(isExpanded: true){
                HStack {
                    Toggle(isOn: $disable){
                        Text("Disable")
                    }
                    
                    Button{
                        withAnimation(.bouncy){
                            value = .random(in: 0...1)
                        }
                    } label: {
                        Label("Random", systemImage: "dice")
                    }
                }
                
                ExampleCell.ControlRoundness(value: $controlRoundness)
                
                ExampleControlGroup {
                    ExampleCell.ControlSize(value: $controlSize)
                        .fixedSize()
                    
                    ExampleCell.LayoutDirectionSuggestion(
                        value: $directionSuggestion
                    )
                }
                
                ExampleCell.LayoutDirection(value: $direction)
            } label: {
                Text("Parameters")
            }
        }
    }
    
}


#Preview("Slider") {
    SliderExamples()
        .previewSize()
}
