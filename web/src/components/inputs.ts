// The plain and the password input without antd's Input namespace: importing `Input` from 'antd' also
// pulls in TextArea, Search and OTP, about 9 KB gzip the login screen does not need.
export { default as TextInput } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
