// ECharts with the parts every chart's options use, registered once for whoever draws them (the server's
// images and the pages' live charts). A separate entry (`@trajectory/charts/echarts`), so importing the option
// builders never pulls ECharts itself into a bundle. Its registration is a side effect: package.json lists this
// file under "sideEffects", or a bundler drops the echarts.use() call and nothing can draw.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import {
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapPiecewiseComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  MarkPointComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapPiecewiseComponent,
  LabelLayout,
  SVGRenderer,
]);

export { echarts };
