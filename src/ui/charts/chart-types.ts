/**
 * The chart types every dashboard uses (line, bar, pie, gauge, radar), in their own chunk beside
 * the ECharts core (chart-canvas): the two load in parallel and neither passes the 200 kB gzip
 * budget of the largest chunk.
 */
import { BarChart, GaugeChart, LineChart, PieChart, RadarChart } from 'echarts/charts'
import { use as register } from 'echarts/core'

register([LineChart, BarChart, PieChart, GaugeChart, RadarChart])
