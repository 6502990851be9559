export { AppQrcodeButton, type AppQrcodeButtonProps } from './app-qrcode-button';
export { WeatherWidget, type WeatherWidgetProps } from './weather-widget';
